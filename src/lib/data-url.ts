/**
 * The bytes and MIME type a base64 data URL (`data:image/jpeg;base64,…`) holds, decoded here
 * rather than fetched: the site's CSP allows no data: connections.
 */
export function dataUrlBytes(dataUrl: string): { bytes: Uint8Array<ArrayBuffer>; mime: string } {
  const comma = dataUrl.indexOf(',')
  const mime = dataUrl.slice(5, dataUrl.indexOf(';'))
  const binary = atob(dataUrl.slice(comma + 1))
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return { bytes, mime }
}
