import { imageVariants } from './common.ts';

/** The multipart file field of POST /api/uploads/images (pictures for the rich-text editors). */
export const EDITOR_IMAGE_FIELD = 'image';

/** The URLs of an uploaded picture: the original (re-encoded, EXIF removed) and square WebP variants. */
export const uploadedImage = imageVariants;
