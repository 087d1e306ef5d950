export function writePhotoLikeJpeg(
  file: string,
  options?: { width?: number; height?: number; seed?: number },
): Promise<number>
