import { describe, expect, it } from 'vitest'
import { GALLERY } from '@/config/copy/gallery'
import { PHOTO_MAX_BYTES } from '@/config/ui'
import { photoFileError } from '@/features/admin/photos/photo-file'

describe('photoFileError (docs/product.md §5)', () => {
  it('accepts any image type up to 5 MB', () => {
    expect(photoFileError({ type: 'image/jpeg', size: PHOTO_MAX_BYTES })).toBeNull()
    expect(photoFileError({ type: 'image/heic', size: 10 })).toBeNull()
  })
  it('refuses other types with the product’s text', () => {
    expect(photoFileError({ type: 'application/pdf', size: 10 })).toBe(GALLERY.onlyImages)
    expect(photoFileError({ type: '', size: 10 })).toBe(GALLERY.onlyImages)
  })
  it('refuses files over 5 MB with the product’s text', () => {
    expect(photoFileError({ type: 'image/png', size: PHOTO_MAX_BYTES + 1 })).toBe(GALLERY.tooLarge)
  })
})
