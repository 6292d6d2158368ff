// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { useState } from "react";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { UploadResult } from "@lendkit/core";
import { renderWithLendkit } from "../testing/render.js";
import { axeViolations } from "../testing/axe.js";
import { UploadArea, UploadCallError, postUpload, readUploadAnswer, type UploadAreaProps } from "./index.js";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const png = (name: string) => new File(["png"], name, { type: "image/png" });
const pdf = (name: string) => new File(["pdf"], name, { type: "application/pdf" });

/** A controllable upload call: each call waits until the test settles it. */
const deferredUpload = () => {
  const calls: { file: File; resolve: (r: UploadResult) => void; reject: (e: unknown) => void }[] = [];
  const upload = vi.fn(
    (file: File) =>
      new Promise<UploadResult>((resolve, reject) => {
        calls.push({ file, resolve, reject });
      }),
  );
  return { upload, calls };
};

const Harness = (props: Partial<UploadAreaProps> & { spy?: (r: UploadResult) => void }) => {
  const { spy, ...rest } = props;
  const [files, setFiles] = useState<UploadResult[]>(rest.uploaded ? [...rest.uploaded] : []);
  return (
    <UploadArea
      readPreview={async (file) => `data:${file.type};base64,AAAA`}
      {...rest}
      uploaded={files}
      onUploaded={(result) => {
        setFiles((current) => [...current, result]);
        spy?.(result);
      }}
    />
  );
};

const fileInput = (container: HTMLElement) => container.querySelector('input[type="file"]') as HTMLInputElement;

describe("UploadArea", () => {
  it.each([
    ["fr", "Cliquez ou déposez ici"],
    ["en", "Click or drop here"],
  ] as const)("shows the drop zone text in %s, accepts several files, and is accessible", async (lang, text) => {
    const { container } = renderWithLendkit(<Harness upload={deferredUpload().upload} />, { lang });
    // The visible button opens the file chooser; react-aria adds a hidden one of the same name for keyboard drops.
    const buttons = screen.getAllByRole("button", { name: text });
    expect(buttons.some((button) => button.getAttribute("data-part") === "choose" && button.textContent === text)).toBe(true);
    expect(fileInput(container).multiple).toBe(true);
    expect(container.querySelector('[data-part="drop-zone"]')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("queues files with previews and uploads them one at a time in order", async () => {
    const user = userEvent.setup();
    const { upload, calls } = deferredUpload();
    const spy = vi.fn();
    const { container } = renderWithLendkit(<Harness upload={upload} spy={spy} />, { lang: "en" });
    await user.upload(fileInput(container), [png("a.png"), pdf("b.pdf")]);

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.file.name).toBe("a.png");
    expect(await screen.findByRole("img", { name: "a.png" })).toBeTruthy();
    expect(screen.getByText("Uploading a.png…")).toBeTruthy();
    expect(screen.getByText("Waiting: b.pdf")).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);

    await act(async () => calls[0]!.resolve({ id: 1, description: "a.png", path: "\\up\\a.png" }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(spy).toHaveBeenCalledWith({ id: 1, description: "a.png", path: "\\up\\a.png" });
    expect(calls[1]!.file.name).toBe("b.pdf");
    expect(screen.queryByText("Uploading a.png…")).toBeNull();

    await act(async () => calls[1]!.resolve({ id: 2, description: "b.pdf", path: "\\up\\b.pdf" }));
    await waitFor(() => expect(spy).toHaveBeenCalledTimes(2));
    expect(upload).toHaveBeenCalledTimes(2);
    expect(container.querySelector('[data-part="pending"]')).toBeNull();
  });

  it.each([
    ["fr", "a.png n'a pas pu être téléversé. La connexion a été perdue. Vérifiez votre réseau et réessayez.", "Réessayer", "Retirer"],
    ["en", "a.png could not be uploaded. The connection was lost. Check your network and try again.", "Retry", "Remove"],
  ] as const)("keeps a failure with its error, Retry and Remove (%s)", async (lang, error, retry, remove) => {
    const user = userEvent.setup();
    const { upload, calls } = deferredUpload();
    const spy = vi.fn();
    const { container } = renderWithLendkit(<Harness upload={upload} spy={spy} />, { lang });
    await user.upload(fileInput(container), [png("a.png")]);
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]!.reject(new TypeError("Failed to fetch")));

    expect((await screen.findByRole("alert")).textContent).toBe(error);
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole("button", { name: `${retry} a.png` }));
    await waitFor(() => expect(calls).toHaveLength(2));
    await act(async () => calls[1]!.reject(new UploadCallError("server", "Too big")));
    expect((await screen.findByRole("alert")).textContent).toContain("Too big");

    await user.click(screen.getByRole("button", { name: `${remove} a.png` }));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(spy).not.toHaveBeenCalled();
  });

  it("opens uploaded thumbnails in a new window and deletes with Supprimer / Delete", async () => {
    const user = userEvent.setup();
    const openFile = vi.fn();
    const onDelete = vi.fn();
    const uploaded = [
      { id: 7, description: "licence.jpg", path: "\\uploads\\2026\\licence.jpg" },
      { id: 8, description: "bail.pdf", path: "\\uploads\\2026\\bail.pdf" },
    ];
    const { container, unmount } = renderWithLendkit(
      <Harness upload={deferredUpload().upload} uploaded={uploaded} openFile={openFile} onDelete={onDelete} fileIcon="[file]" />,
      { lang: "fr" },
    );
    const licence = screen.getByRole("button", { name: "Ouvrir licence.jpg" });
    expect(licence.querySelector("img")?.getAttribute("src")).toBe("\\uploads\\2026\\thumb_licence.jpg");
    const bail = screen.getByRole("button", { name: "Ouvrir bail.pdf" });
    expect(bail.querySelector("img")).toBeNull();
    expect(within(bail).getByText("[file]")).toBeTruthy();
    expect(within(bail).getByText("bail.pdf")).toBeTruthy();

    await user.click(licence);
    expect(openFile).toHaveBeenCalledWith("\\uploads\\2026\\licence.jpg");
    bail.focus();
    await user.keyboard("{Enter}");
    expect(openFile).toHaveBeenLastCalledWith("\\uploads\\2026\\bail.pdf");

    // Each delete button names its file, starting with its visible text.
    expect(screen.getAllByRole("button", { name: /^Supprimer / }).map((button) => button.getAttribute("aria-label"))).toEqual([
      "Supprimer licence.jpg",
      "Supprimer bail.pdf",
    ]);
    await user.click(screen.getByRole("button", { name: "Supprimer bail.pdf" }));
    expect(onDelete).toHaveBeenCalledWith(uploaded[1]);
    expect(await axeViolations(container)).toEqual([]);
    unmount();

    renderWithLendkit(<Harness upload={deferredUpload().upload} uploaded={uploaded} onDelete={onDelete} />, { lang: "en" });
    expect(screen.getAllByRole("button", { name: /^Delete (licence\.jpg|bail\.pdf)$/ })).toHaveLength(2);
  });

  it("names thumbnails with the caller's rule when given", () => {
    renderWithLendkit(
      <Harness
        upload={deferredUpload().upload}
        uploaded={[{ id: 7, description: "licence.jpg", path: "/files/licence.jpg" }]}
        thumbnailOf={(path) => `${path}?size=small`}
      />,
      { lang: "en" },
    );
    expect(screen.getByRole("button", { name: "Open licence.jpg" }).querySelector("img")?.getAttribute("src")).toBe("/files/licence.jpg?size=small");
  });

  it("names thumbnails with the provider's rule, and a component's own rule wins over it", () => {
    const files = [{ id: 7, description: "licence.jpg", path: "/files/licence.jpg" }];
    const src = () => screen.getByRole("button", { name: "Open licence.jpg" }).querySelector("img")?.getAttribute("src");
    renderWithLendkit(<Harness upload={deferredUpload().upload} uploaded={files} />, { lang: "en", thumbnailOf: (path) => `/thumbs${path}` });
    expect(src()).toBe("/thumbs/files/licence.jpg");
    cleanup();
    renderWithLendkit(<Harness upload={deferredUpload().upload} uploaded={files} thumbnailOf={(path) => `${path}?w=80`} />, {
      lang: "en",
      thumbnailOf: (path) => `/thumbs${path}`,
    });
    expect(src()).toBe("/files/licence.jpg?w=80");
    cleanup();
    renderWithLendkit(<Harness upload={deferredUpload().upload} uploaded={files} />, { lang: "en" });
    expect(src()).toBe("/files/thumb_licence.jpg");
  });

  it("shows no delete control without onDelete, and opens with window.open by default", async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, "open").mockImplementation(() => null);
    renderWithLendkit(<Harness upload={deferredUpload().upload} uploaded={[{ id: 1, description: "a.png", path: "/f/a.png" }]} />, {
      lang: "en",
    });
    expect(screen.queryByRole("button", { name: /^Delete/ })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Open a.png" }));
    expect(open).toHaveBeenCalledWith("/f/a.png", "_blank", "noopener");
  });

  it("is highlighted while a drag is over it", async () => {
    const { container } = renderWithLendkit(<Harness upload={deferredUpload().upload} />, { lang: "en" });
    const zone = container.querySelector('[data-part="drop-zone"]') as HTMLElement;
    expect(zone.hasAttribute("data-drop-target")).toBe(false);
    const dataTransfer = { types: ["Files"], items: [], files: [], dropEffect: "none", effectAllowed: "all", getData: () => "" };
    fireEvent.dragEnter(zone, { dataTransfer, clientX: 1, clientY: 1 });
    fireEvent.dragOver(zone, { dataTransfer, clientX: 1, clientY: 1 });
    await waitFor(() => expect(zone.hasAttribute("data-drop-target")).toBe(true));
    fireEvent.dragLeave(zone, { dataTransfer, relatedTarget: document.body });
    await waitFor(() => expect(zone.hasAttribute("data-drop-target")).toBe(false));
  });

  it("queues several dropped files at once", async () => {
    const { upload, calls } = deferredUpload();
    const { container } = renderWithLendkit(<Harness upload={upload} />, { lang: "en" });
    const zone = container.querySelector('[data-part="drop-zone"]') as HTMLElement;
    const files = [png("one.png"), pdf("two.pdf")];
    const items = files.map((file) => ({ kind: "file", type: file.type, getAsFile: () => file }));
    const dataTransfer = { types: ["Files"], items, files, dropEffect: "copy", effectAllowed: "all", getData: () => "" };
    fireEvent.dragEnter(zone, { dataTransfer, clientX: 1, clientY: 1 });
    fireEvent.dragOver(zone, { dataTransfer, clientX: 1, clientY: 1 });
    fireEvent.drop(zone, { dataTransfer, clientX: 1, clientY: 1 });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.file.name).toBe("one.png");
    expect(screen.getByText("Waiting: two.pdf")).toBeTruthy();
    expect(zone.hasAttribute("data-drop-target")).toBe(false);
  });
});

describe("default upload call", () => {
  it("posts multipart form data with the single field file through the provider's fetcher", async () => {
    const fetcher = vi.fn(async () =>
      new Response(JSON.stringify({ Success: true, Result: { id: 3, description: "a.png", path: "\\up\\a.png" }, ErrorMessage: null }), {
        status: 200,
      }),
    );
    const user = userEvent.setup();
    const spy = vi.fn();
    const { container } = renderWithLendkit(<Harness uploadUrl="/api/upload" spy={spy} />, { lang: "en", fetcher });
    await user.upload(fileInput(container), [png("a.png")]);
    await waitFor(() => expect(spy).toHaveBeenCalledWith({ id: 3, description: "a.png", path: "\\up\\a.png" }));
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/upload");
    expect(init.method).toBe("POST");
    const body = init.body as FormData;
    const fields: string[] = [];
    body.forEach((_value, key) => fields.push(key));
    expect(fields).toEqual(["file"]);
    expect((body.get("file") as File).name).toBe("a.png");
  });

  it("turns failures into core's codes", async () => {
    const file = png("a.png");
    const failing = (response: () => Promise<Response>) => postUpload(() => response(), "/u")(file);
    await expect(failing(() => Promise.reject(new TypeError("offline")))).rejects.toMatchObject({ code: "network" });
    await expect(failing(async () => new Response("{}", { status: 500 }))).rejects.toMatchObject({ code: "server" });
    await expect(failing(async () => new Response("not json", { status: 200 }))).rejects.toMatchObject({ code: "invalidResponse" });
    await expect(
      failing(async () => new Response(JSON.stringify({ Success: false, ErrorMessage: "Too big" }), { status: 200 })),
    ).rejects.toMatchObject({ code: "server", detail: "Too big" });
    expect(() => readUploadAnswer({ Success: true, Result: { id: "x" } })).toThrow(UploadCallError);
  });

  it("carries the answer's failure, read by core/api, so a caller decides on its code", async () => {
    const file = png("a.png");
    const failing = (response: () => Promise<Response>) => postUpload(() => response(), "/u")(file);
    const tooLarge = { Success: false, Result: null, ErrorMessage: "File too large", Code: "bodyTooLarge" };
    await expect(failing(async () => new Response(JSON.stringify(tooLarge), { status: 413 }))).rejects.toMatchObject({
      code: "server",
      detail: "File too large",
      failure: { code: "bodyTooLarge", message: "File too large", fields: [] },
    });
    // The same words with another code.
    await expect(failing(async () => new Response(JSON.stringify({ ...tooLarge, Code: "unsupportedMediaType" }), { status: 415 }))).rejects.toMatchObject({
      failure: { code: "unsupportedMediaType" },
    });
    await expect(failing(() => Promise.reject(new TypeError("offline")))).rejects.toMatchObject({ failure: { code: "network" } });
    await expect(failing(async () => new Response("not json", { status: 200 }))).rejects.toMatchObject({ failure: { code: "unknown" } });
    expect(new UploadCallError("server", "Too big").failure).toEqual({ code: "unknown", message: "Too big", fields: [] });
  });
});
