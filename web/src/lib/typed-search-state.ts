// What the global search tells the results page of a text search, in the navigation's state:
// the words as typed (UnderstoodNotice shows them beside what was understood).
export interface TypedSearchState {
  typed: string;
}
