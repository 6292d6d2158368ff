// @vitest-environment happy-dom
/**
 * Components forward their ref to their main element and pass DOM props
 * through, with className and style also as functions of their state.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRef, type ReactElement, type Ref } from "react";
import { act, cleanup, fireEvent } from "@testing-library/react";
import { renderWithLendkit } from "../testing/render.js";
import { Panel } from "../panel/index.js";
import { UploadArea } from "../upload/index.js";
import { TrainingProgramChoice } from "../calculator/index.js";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

interface Case {
  /** Renders the component with the given pass-through props. */
  readonly render: (props: Record<string, unknown> & { ref: Ref<never> }) => ReactElement;
  /** The main element's data-lendkit. */
  readonly lendkit: string;
  /** The class the className function gives for the first state. */
  readonly className: string;
  readonly classOf: (state: never) => string;
}

const cases: Record<string, Case> = {
  Panel: {
    render: (props) => <Panel title="Contrat" viewportWidth={1500} {...props} />,
    lendkit: "panel",
    classOf: ({ mode, width }: { mode: string; width: number }) => `panel ${mode} ${width}`,
    className: "panel normal 500",
  },
  UploadArea: {
    render: (props) => <UploadArea onUploaded={() => {}} {...props} />,
    lendkit: "upload-area",
    classOf: ({ pendingCount, isDropTarget }: { pendingCount: number; isDropTarget: boolean }) => `area ${pendingCount} ${isDropTarget}`,
    className: "area 0 false",
  },
  TrainingProgramChoice: {
    render: (props) => <TrainingProgramChoice defaultValue={750} {...props} />,
    lendkit: "training-program-choice",
    classOf: ({ value }: { value: number | null }) => `choice ${value}`,
    className: "choice 750",
  },
};

describe.each(Object.entries(cases))("%s", (_name, { render, lendkit, className, classOf }) => {
  it("forwards its ref and passes id, aria-*, data-*, handlers, className and style", () => {
    const ref = createRef<HTMLElement>();
    const onMouseEnter = vi.fn();
    const { container } = renderWithLendkit(
      render({
        ref: ref as Ref<never>,
        id: "main",
        "aria-describedby": "help",
        "data-testid": "main",
        onMouseEnter,
        className: classOf,
        style: () => ({ zIndex: 3 }),
      }),
      { lang: "en" },
    );
    const main = container.querySelector(`[data-lendkit="${lendkit}"]`) as HTMLElement;
    expect(ref.current).toBe(main);
    expect([main.id, main.getAttribute("aria-describedby"), main.dataset.testid, main.className, main.style.zIndex]).toEqual([
      "main",
      "help",
      "main",
      className,
      "3",
    ]);
    act(() => void fireEvent.mouseEnter(main));
    expect(onMouseEnter).toHaveBeenCalled();
  });
});
