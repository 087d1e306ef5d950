import { describe, expect, it } from 'vitest'
import { RETENTION_ENDS_AT, RETENTION_LAST_DAY_LABEL } from '@/config/wedding'
import { formatShortDate } from '@/lib/dates'

describe('the retention date the privacy notice prints', () => {
  it('is the last day before RETENTION_ENDS_AT at the venue', () => {
    expect(RETENTION_LAST_DAY_LABEL).toBe(formatShortDate(RETENTION_ENDS_AT.getTime() - 1))
  })
})
