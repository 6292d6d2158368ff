import type { Story } from "@ladle/react";
import { Button, DropZone, FileTrigger } from "react-aria-components";
import { LendkitProvider } from "../provider/index.js";
import { Inspect } from "../stories/Inspect.js";
import type { UploadFunction } from "./defaultUpload.js";
import { useUploadArea } from "./useUploadArea.js";
import { useUploadQueueState } from "./useUploadQueueState.js";

export default { title: "Upload area / Hooks" };

const QueueConsumer = () => {
  const state = useUploadQueueState();
  return <Inspect name="useUploadQueueState" value={{ queue: state.queue, refusal: state.refusal }} />;
};

/** `useUploadQueueState`: core's upload queue (pending, failed) and the last refusal. */
export const UploadQueueState: Story = () => <QueueConsumer />;

/** A stand-in upload call that answers after a short wait. */
const demoUpload: UploadFunction = (file) => new Promise((resolve) => setTimeout(() => resolve({ id: 1, description: file.name, path: "/demo/file" }), 500));

const AreaConsumer = () => {
  const area = useUploadArea({ upload: demoUpload, onUploaded: () => undefined });
  return (
    <Inspect name="useUploadArea" value={{ pending: area.pending.length, uploaded: area.uploadedItems.length, isDropTarget: area.isDropTarget }}>
      <DropZone {...area.dropZoneProps}>
        <FileTrigger {...area.fileTriggerProps}>
          <Button>{area.dropZoneText}</Button>
        </FileTrigger>
      </DropZone>
    </Inspect>
  );
};

/** `useUploadArea`: react-aria's DropZone and FileTrigger wired to the upload queue. */
export const UploadArea: Story = () => (
  <LendkitProvider defaultLang="en">
    <AreaConsumer />
  </LendkitProvider>
);
