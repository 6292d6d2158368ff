import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState, type PointerEvent } from "react";
import type { Lang } from "@lendkit/core";
import { leadText } from "./texts.js";

/**
 * The signature box of step 3: a canvas where the applicant may draw with a
 * finger, pen or mouse. Until they draw, it shows their typed name written
 * as a signature, which is enough to sign — so a keyboard or screen-reader
 * user signs by typing their name (the accessible alternative to drawing).
 * `toPng()` gives the PNG data URL the server keeps (well under its 64 kB cap:
 * dark strokes on a transparent 600×180 canvas).
 */
export interface SignaturePadHandle {
  /** The signature as a PNG data URL; null when there is nothing to sign with. */
  toPng(): string | null;
}

const width = 600;
const height = 180;
const ink = "#14213d";
const scriptFont = (size: number) => `italic ${size}px "Segoe Script", "Brush Script MT", "Snell Roundhand", "URW Chancery L", cursive`;

/** Writes `name` centred on the canvas, as large as fits. */
const writeName = (context: CanvasRenderingContext2D, name: string) => {
  context.clearRect(0, 0, width, height);
  const text = name.trim();
  if (text === "") return;
  let size = 64;
  context.font = scriptFont(size);
  while (size > 18 && context.measureText(text).width > width - 40) {
    size -= 4;
    context.font = scriptFont(size);
  }
  context.fillStyle = ink;
  context.textAlign = "center";
  context.textBaseline = "middle";
  context.fillText(text, width / 2, height / 2 + 4);
};

export const SignaturePad = forwardRef<SignaturePadHandle, { readonly lang: Lang; readonly name: string; readonly disabled: boolean }>(
  ({ lang, name, disabled }, ref) => {
    const canvas = useRef<HTMLCanvasElement | null>(null);
    const drawing = useRef<{ x: number; y: number } | null>(null);
    const [drawn, setDrawn] = useState(false);
    const context = () => canvas.current?.getContext("2d") ?? null;

    useEffect(() => {
      const ctx = context();
      if (ctx && !drawn) writeName(ctx, name);
    }, [name, drawn]);

    useImperativeHandle(ref, () => ({
      toPng: () => (canvas.current && (drawn || name.trim() !== "") ? canvas.current.toDataURL("image/png") : null),
    }), [drawn, name]);

    const point = (event: PointerEvent<HTMLCanvasElement>) => {
      const box = event.currentTarget.getBoundingClientRect();
      return { x: ((event.clientX - box.left) / box.width) * width, y: ((event.clientY - box.top) / box.height) * height };
    };
    const start = (event: PointerEvent<HTMLCanvasElement>) => {
      const ctx = context();
      if (disabled || !ctx) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      if (!drawn) ctx.clearRect(0, 0, width, height);
      setDrawn(true);
      drawing.current = point(event);
      ctx.lineWidth = 3;
      ctx.lineCap = "round";
      ctx.lineJoin = "round";
      ctx.strokeStyle = ink;
    };
    const move = (event: PointerEvent<HTMLCanvasElement>) => {
      const ctx = context();
      const from = drawing.current;
      if (!ctx || !from) return;
      const to = point(event);
      ctx.beginPath();
      ctx.moveTo(from.x, from.y);
      ctx.lineTo(to.x, to.y);
      ctx.stroke();
      drawing.current = to;
    };
    const end = () => {
      drawing.current = null;
    };
    const clear = useCallback(() => setDrawn(false), []);

    return (
      <div className="lead-pad" data-drawn={drawn || undefined}>
        <canvas
          ref={canvas}
          width={width}
          height={height}
          role="img"
          aria-label={`${leadText(lang, "sign.padLabel")} ${leadText(lang, drawn ? "sign.drawn" : "sign.typed")}`}
          onPointerDown={start}
          onPointerMove={move}
          onPointerUp={end}
          onPointerCancel={end}
        />
        <div className="lead-pad-footer">
          <span aria-live="polite">{leadText(lang, drawn ? "sign.drawn" : "sign.typed")}</span>
          <button type="button" className="lead-link" onClick={clear} disabled={disabled || !drawn}>
            {leadText(lang, "sign.clear")}
          </button>
        </div>
      </div>
    );
  },
);
SignaturePad.displayName = "SignaturePad";
