// A photo-like JPEG made with sharp, standing in for a couple's photo where the repository keeps
// none (the bench's and the browser tests' hero photo): a sky and fields in smooth gradients with
// detail at several scales and fine grain, as a camera's photo has, so that it weighs what a
// phone's 12-megapixel JPEG does (about 5 MB at 4000x3000) and compresses as one does.
import sharp from 'sharp'

/** Writes the photo to `file`; returns its size in bytes. */
export async function writePhotoLikeJpeg(file, { width = 4000, height = 3000, seed = 7 } = {}) {
  let state = seed
  const random = () => (state = (state * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff
  // Value noise: a small random image enlarged smoothly, one per scale (in pixels).
  const octave = (step) => {
    const w = Math.ceil(width / step) + 1
    const h = Math.ceil(height / step) + 1
    const small = Buffer.alloc(w * h)
    for (let i = 0; i < small.length; i++) small[i] = Math.floor(random() * 256)
    return sharp(small, { raw: { width: w, height: h, channels: 1 } })
      .resize(width, height, { kernel: 'cubic', fit: 'fill' })
      .raw()
      .toBuffer()
  }
  const scales = [
    [width / 10, 70],
    [width / 44, 40],
    [width / 166, 26],
    [width / 666, 18],
    [width / 2000, 14],
  ]
  const octaves = await Promise.all(scales.map(([step]) => octave(Math.max(1, Math.round(step)))))
  const pixels = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = y * width + x
      const u = x / width
      const v = y / height
      let detail = 0
      for (let k = 0; k < scales.length; k++) detail += ((octaves[k][p] - 128) / 128) * scales[k][1]
      const sky = v < 0.4 + 0.05 * Math.sin(u * 7)
      const base = sky
        ? [190 + 50 * v, 200 + 30 * v, 225 - 20 * v]
        : [110 + 40 * Math.sin(u * 9 + v * 4), 120 + 30 * Math.cos(u * 5), 70 + 30 * v]
      const strength = sky ? 0.25 : 1
      const grain = (random() - 0.5) * 24
      for (let c = 0; c < 3; c++) {
        pixels[p * 3 + c] = Math.max(
          0,
          Math.min(255, base[c] + detail * strength * (1 - 0.15 * c) + grain),
        )
      }
    }
  }
  const info = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 93 })
    .toFile(file)
  return info.size
}
