import { MemberCentreMessage } from '@shuyuan/contract';
import sharp from 'sharp';
import { AppError } from '#core/errors';

/** Avatars are stored as this square, whatever was sent. */
export const AVATAR_SIZE = 256;
/** Refuses decompression bombs: a 1 MiB PNG can claim a huge canvas; 25 MP is far above any photo we need. */
const MAX_INPUT_PIXELS = 25_000_000;

type RasterFormat = 'jpeg' | 'png' | 'gif' | 'webp';

/**
 * The format from the file's first bytes (its signature), or null. The name and the declared content
 * type are never consulted; SVG and everything else that is not one of these rasters is refused before
 * any decoder sees it.
 */
export function sniffImageFormat(bytes: Buffer): RasterFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex'))) return 'png';
  const head = bytes.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

const notAnImage = () => new AppError(MemberCentreMessage.notAnImage);

/**
 * Decodes the whole image and writes a fresh 256×256 WebP: a broken or truncated file fails to decode
 * (请上传图片文件), and whatever else the upload carried (EXIF with a location, trailing data, a polyglot
 * payload) is gone. Orientation from EXIF is applied first; animations keep their first frame.
 */
export async function reencodeAvatar(bytes: Buffer): Promise<Buffer> {
  const sniffed = sniffImageFormat(bytes);
  if (!sniffed) throw notAnImage();
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });
    const { format } = await image.metadata();
    // The decoder must agree with the signature (a PNG header glued onto something else is refused).
    if (format !== sniffed) throw notAnImage();
    return await image
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 86 })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw notAnImage();
  }
}
