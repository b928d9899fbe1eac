/**
 * The Cache Storage cache of stored images (`/media/…`): the service worker answers them from it (build/pwa.ts),
 * and offline practice puts the images of the questions it keeps there (issue 33).
 */
export const IMAGE_CACHE = 'gabarito-imagens'
