/** The media library's queries: uploads and deletes refresh them. */
export const MEDIA_KEY = ['admin', 'media'] as const;
