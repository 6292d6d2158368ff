import type { ReactNode } from "react";
import { FieldError, ListBox, ListBoxItem, Popover, Text, type Key, type ListBoxProps } from "react-aria-components";

/** What one item of the list shows. */
export interface SelectListItemView {
  readonly id: Key;
  readonly label: string;
  /** The 'Ajouter : "…"' item of a creatable select (`data-create`). */
  readonly isCreate?: boolean;
}

/** Props of `SelectList`. */
export interface SelectListProps<T extends object> {
  /** The list's props from the behaviour hook (its items, the empty-list text). */
  readonly listBoxProps: Pick<ListBoxProps<T>, "items" | "renderEmptyState">;
  /** How an item reads: its key, its text, whether it creates an option. */
  readonly itemView: (item: T) => SelectListItemView;
  readonly description?: ReactNode;
  readonly errorMessage?: ReactNode;
  readonly popoverClassName?: string;
  readonly itemClassName?: string;
}

/**
 * The part a select and a creatable select share (private to the folder):
 * the help text, the field error, and the popover with the list box whose
 * items carry their text as `textValue` (and `data-create` for the create item).
 */
export const SelectList = <T extends object>({ listBoxProps, itemView, description, errorMessage, popoverClassName, itemClassName }: SelectListProps<T>) => (
  <>
    {description !== undefined && <Text slot="description">{description}</Text>}
    <FieldError>{errorMessage}</FieldError>
    <Popover className={popoverClassName}>
      <ListBox {...listBoxProps}>
        {(item: T) => {
          const view = itemView(item);
          return (
            <ListBoxItem id={view.id} textValue={view.label} className={itemClassName} data-create={view.isCreate || undefined}>
              {view.label}
            </ListBoxItem>
          );
        }}
      </ListBox>
    </Popover>
  </>
);
