// What the seo module offers other modules (lint/api-modules.js): they import it from here,
// never from the module's own files.
export { injectHead } from './page-head';
export { PageHeadService } from './page-head.service';
