/** Drag events seen by the drop zone. */
export type UploadDragEvent = "enter" | "leave" | "drop" | "end";

/**
 * How many drag-enters the drop zone has seen without their leave (children
 * of the zone send their own enter/leave pairs). A drop or the end of the
 * drag resets it; it never goes below 0.
 *
 * @example
 * uploadDragDepth(0, "enter") // 1
 * uploadDragDepth(2, "leave") // 1
 * uploadDragDepth(2, "drop") // 0
 */
export const uploadDragDepth = (depth: number, event: UploadDragEvent): number =>
  event === "enter" ? depth + 1 : event === "leave" ? Math.max(0, depth - 1) : 0;

/**
 * True while a drag is over the zone, which is then highlighted (A §2).
 *
 * @example
 * isUploadDropZoneHighlighted(uploadDragDepth(0, "enter")) // true
 */
export const isUploadDropZoneHighlighted = (depth: number): boolean => depth > 0;
