import { FIELD_PHOTO_MAX_SIDE, FIELD_PHOTO_SOURCE_MAX_BYTES } from './limits';

/** A file the phone will not keep as a photo, and why (a key of the `fieldApp` catalogue). */
export class PhotoRefused extends Error {
  constructor(
    readonly key: 'photo.notImage' | 'photo.tooLarge',
    readonly vars: Record<string, unknown> = {},
  ) {
    super(key);
  }
}

const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/**
 * A photo made ready on the phone (docs/field.md#on-the-phone): at most 1600 pixels on its
 * longer side, as a JPEG, before it is stored, so a camera's 4 MB photo is a few hundred
 * kilobytes to send. What is not an image, or a file too large to open safely on a
 * cheap phone, is refused with its reason.
 */
export async function preparePhoto(file: File): Promise<Blob> {
  if (file.size > FIELD_PHOTO_SOURCE_MAX_BYTES)
    throw new PhotoRefused('photo.tooLarge', {
      size: megabytes(file.size),
      max: megabytes(FIELD_PHOTO_SOURCE_MAX_BYTES),
    });
  if (file.type && !file.type.startsWith('image/')) throw new PhotoRefused('photo.notImage', { name: file.name });
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new PhotoRefused('photo.notImage', { name: file.name });
  }
  const scale = Math.min(1, FIELD_PHOTO_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
  if (!blob) throw new PhotoRefused('photo.notImage', { name: file.name });
  return blob;
}
