/**
 * The contracts table's query (page, search, sort, filters) when the user
 * left it for a contract, so the editor's back arrow returns to the same
 * page of the same search even after the editor's own URL changes.
 */
let remembered = "";

/** Remembers the table's current query string (call when leaving the table for a contract). */
export const rememberListSearch = (): void => {
  remembered = window.location.pathname === "/contracts" ? window.location.search : remembered;
};

/** The table's path with the remembered query. */
export const contractsListPath = (): string => `/contracts${remembered}`;
