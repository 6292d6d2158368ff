/** A heading level a component's title may take (its sub-headings go one level deeper each, up to h6). */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * The heading element for a level `depth` steps below `level` (h6 at most).
 *
 * @example
 * const Title = headingTag(3); // "h3"
 * const Sub = headingTag(3, 1); // "h4"
 */
export const headingTag = (level: HeadingLevel, depth = 0): "h1" | "h2" | "h3" | "h4" | "h5" | "h6" =>
  `h${Math.min(level + depth, 6) as HeadingLevel}`;

/** One level below `level` (6 stays 6), for a nested component's `headingLevel`. */
export const subLevel = (level: HeadingLevel): HeadingLevel => Math.min(level + 1, 6) as HeadingLevel;
