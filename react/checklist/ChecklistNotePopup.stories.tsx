import { useState } from "react";
import type { Story } from "@ladle/react";
import { decodeChecklist, Role, type Checklist, type Lang, type RoleId } from "@lendkit/core";
import { LendkitProvider } from "../provider/index.js";
import { ChecklistNotePopup } from "./ChecklistNotePopup.js";

export default { title: "Checklist note popup" };

const demoChecklist = (): Checklist => {
  const decoded = decodeChecklist({
    items: [
      { id: 12, description: "Proof of income", isExternal: true, checklistNote: "Two pay stubs received." },
      { id: 13, description: "Credit check" },
    ],
  });
  return decoded.ok ? decoded.value : { items: [] };
};

const Demo = ({ lang, role, itemId = 12, manual = false }: { lang: Lang; role: RoleId; itemId?: number; manual?: boolean }) => {
  const [checklist, setChecklist] = useState(demoChecklist);
  const [open, setOpen] = useState(true);
  const item = checklist.items.find((candidate) => candidate.id === itemId);
  return (
    <LendkitProvider
      defaultLang={lang}
      role={role}
      user={role === Role.Admin ? { id: 40, initials: "JD" } : { id: 51, initials: "MB" }}
      features={{ manualCheckmarkOnUpdateNote: manual }}
    >
      <button type="button" onClick={() => setOpen(true)}>
        {item?.description}
      </button>
      <pre>{JSON.stringify(item, null, 2)}</pre>
      {open && <ChecklistNotePopup checklist={checklist} itemId={itemId} onChange={setChecklist} onClose={() => setOpen(false)} />}
    </LendkitProvider>
  );
};

/** Admin, French: Soumettre or Ctrl/Cmd+Enter saves; a note checks the item internally. */
export const AdminFrench: Story = () => <Demo lang="fr" role={Role.Admin} />;
/** Admin, English. */
export const AdminEnglish: Story = () => <Demo lang="en" role={Role.Admin} />;
/** Merchant, French: a note checks the item externally. */
export const MerchantFrench: Story = () => <Demo lang="fr" role={Role.Merchant} />;
/** Merchant on an internal item, English: the save is refused with the reason. */
export const MerchantRefusedEnglish: Story = () => <Demo lang="en" role={Role.Merchant} itemId={13} />;
/** manualCheckmarkOnUpdateNote on: the note never moves the check marks. */
export const ManualCheckmark: Story = () => <Demo lang="en" role={Role.Admin} manual />;
