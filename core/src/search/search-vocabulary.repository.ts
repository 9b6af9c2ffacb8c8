// Queries on the PostgreSQL engine's vocabulary, and nothing else: search_vocabulary (the words
// typo corrections and the type-ahead's spelling choose from), search_vocabulary_removals (the
// words pruned, for the resident copies) and the stemming of words as the index stems them. When
// a word is added or pruned is the engine's (postgres-search-engine.ts); this file only reaches
// the tables. The SQL is tuned for its plans: change it only with the plan in view.
import type { DataSource, EntityManager } from 'typeorm';

type Queryable = Pick<DataSource | EntityManager, 'query'>;

/**
 * Words of the documents the vocabulary lacks, in order, with the write's generation. Words of
 * venues gone or changed stay until pruneVocabulary() (PRUNE_SQL) removes them.
 */
const VOCABULARY_SQL = `
  INSERT INTO search_vocabulary (word, generation)
  SELECT DISTINCT unnest($1::text[]), $2::bigint ORDER BY 1 ON CONFLICT DO NOTHING`;

/**
 * The vocabulary's words no document holds: a word is held when its lexeme (as to_tsvector
 * stems it; a stop word has none and is kept) is among some document's words. One pass over
 * every document's words, read outside the generation's lock.
 */
const GHOSTS_SQL = `
  WITH held AS (SELECT DISTINCT unnest(tsvector_to_array(words)) AS lexeme FROM search_words)
  SELECT v.word FROM search_vocabulary v
   WHERE EXISTS (SELECT 1 FROM unnest(tsvector_to_array(to_tsvector('english', v.word))) AS l(lexeme)
                  WHERE l.lexeme NOT IN (SELECT lexeme FROM held))`;

/**
 * Removes the ghosts ($1, found as of generation $2) but those a document written since holds,
 * recording each with the write's generation ($3) for the resident copies.
 */
const PRUNE_SQL = `
  WITH recent AS (
    SELECT DISTINCT unnest(tsvector_to_array(w.words)) AS lexeme
      FROM search_documents d JOIN search_words w USING (venue_id)
     WHERE d.generation > $2
  ),
  gone AS (
    DELETE FROM search_vocabulary v
     WHERE v.word = ANY($1::text[])
       AND EXISTS (SELECT 1 FROM unnest(tsvector_to_array(to_tsvector('english', v.word))) AS l(lexeme)
                    WHERE l.lexeme NOT IN (SELECT lexeme FROM recent))
    RETURNING v.word
  )
  INSERT INTO search_vocabulary_removals (word, generation)
  SELECT word, $3::bigint FROM gone
  ON CONFLICT (word) DO UPDATE SET generation = EXCLUDED.generation
  RETURNING word`;

/** Each word as the index stems it (to_tsvector's lexemes, space-separated; none for a stop word). */
const STEM_SQL = `
  SELECT w AS word, array_to_string(tsvector_to_array(to_tsvector('english', w)), ' ') AS lexemes
    FROM unnest($1::text[]) AS w`;

export class SearchVocabularyRepository {
  /** Adds the words the vocabulary lacks, stamped with the write's generation (VOCABULARY_SQL). */
  async add(tx: Queryable, words: string[], generation: number): Promise<void> {
    await tx.query(VOCABULARY_SQL, [words, generation]);
  }

  /** The vocabulary's words no document holds (GHOSTS_SQL): one pass over every document's words. */
  async ghosts(db: Queryable): Promise<string[]> {
    const rows: { word: string }[] = await db.query(GHOSTS_SQL);
    return rows.map((row) => row.word);
  }

  /**
   * Removes the ghosts found as of generation `since` but those a document written since holds,
   * recorded with the write's `generation` (PRUNE_SQL); answers the words removed.
   */
  async prune(tx: Queryable, ghosts: string[], since: number, generation: number): Promise<string[]> {
    const rows: { word: string }[] = await tx.query(PRUNE_SQL, [ghosts, since, generation]);
    return rows.map((row) => row.word);
  }

  /** Each word with its lexemes as the index stems it (space-separated; empty for a stop word). */
  async stems(db: Queryable, words: string[]): Promise<{ word: string; lexemes: string }[]> {
    return db.query(STEM_SQL, [words]);
  }

  /** The words added after generation `since`. */
  async addedSince(db: Queryable, since: number): Promise<string[]> {
    const rows: { word: string }[] = await db.query('SELECT word FROM search_vocabulary WHERE generation > $1', [
      since,
    ]);
    return rows.map((row) => row.word);
  }

  /** The words pruned after generation `since`. */
  async prunedSince(db: Queryable, since: number): Promise<string[]> {
    const rows: { word: string }[] = await db.query(
      'SELECT word FROM search_vocabulary_removals WHERE generation > $1',
      [since],
    );
    return rows.map((row) => row.word);
  }
}
