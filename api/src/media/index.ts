// What the media module offers other modules (lint/api-modules.js): they import it from here,
// never from the module's own files.
export { jpegCopy } from './image-variants';
export { MediaService } from './media.service';
