import { useState } from "react";
import type { Story } from "@ladle/react";
import type { Lang, UploadResult } from "@lendkit/core";
import { LendkitProvider } from "../provider/index.js";
import { UploadArea } from "./UploadArea.js";
import { UploadCallError, type UploadFunction } from "./defaultUpload.js";

export default { title: "Upload area" };

let nextId = 100;

/** A stand-in upload call: answers after a short wait, or fails with a network error. */
const demoUpload =
  (fails: boolean): UploadFunction =>
  (file) =>
    new Promise((resolve, reject) => {
      setTimeout(() => {
        if (fails) reject(new UploadCallError("network"));
        else {
          nextId += 1;
          resolve({ id: nextId, description: file.name, path: URL.createObjectURL(file) });
        }
      }, 800);
    });

const sample: UploadResult[] = [
  { id: 1, description: "licence.jpg", path: "/files/2026/licence.jpg" },
  { id: 2, description: "contract.pdf", path: "/files/2026/contract.pdf" },
];

const Demo = ({ lang, fails = false, withDelete = true, initial = [] }: { lang: Lang; fails?: boolean; withDelete?: boolean; initial?: UploadResult[] }) => {
  const [files, setFiles] = useState<UploadResult[]>(initial);
  return (
    <LendkitProvider defaultLang={lang}>
      <UploadArea
        upload={demoUpload(fails)}
        uploaded={files}
        onUploaded={(result) => setFiles((current) => [...current, result])}
        onDelete={withDelete ? (result) => setFiles((current) => current.filter((file) => file.id !== result.id)) : undefined}
        openFile={(path) => window.open(path, "_blank", "noopener")}
        fileIcon="📄"
        dropZoneClassName="lendkit-demo-drop-zone"
      />
      <style>{`.lendkit-demo-drop-zone { border: 2px dashed; padding: 2rem; } .lendkit-demo-drop-zone[data-drop-target] { outline: 3px solid; }`}</style>
    </LendkitProvider>
  );
};

/** Empty, French: "Cliquez ou déposez ici"; choose or drop several files. */
export const EmptyFrench: Story = () => <Demo lang="fr" />;
/** Empty, English: "Click or drop here". */
export const EmptyEnglish: Story = () => <Demo lang="en" />;
/** Uploaded files, French: thumbnails open in a new window, "Supprimer" deletes. */
export const UploadedFrench: Story = () => <Demo lang="fr" initial={sample} />;
/** Uploaded files, English, without a delete action. */
export const UploadedEnglishNoDelete: Story = () => <Demo lang="en" initial={sample} withDelete={false} />;
/** Every upload fails, English: the error stays with Retry and Remove. */
export const FailingEnglish: Story = () => <Demo lang="en" fails />;
/** Every upload fails, French. */
export const FailingFrench: Story = () => <Demo lang="fr" fails />;
