export { reindexAll, type ReindexResult } from './reindex';
