// Apart from the list's data layer: the page reads it as it mounts, before that has loaded.

/**
 * How many jobs the directory's first answer holds (decision 395): the page's first data, written
 * into its HTML by the server, so it stays the same size whatever the catalogue's. 40 rows are five
 * to six screens of a phone (72 px rows) and two of a laptop (52 px); the rest comes on demand.
 */
export const DIRECTORY_FIRST_PAGE = 40;
