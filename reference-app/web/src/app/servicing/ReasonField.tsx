export interface ReasonFieldProps {
  readonly id: string;
  readonly errorId: string;
  readonly label: string;
  readonly value: string;
  readonly error: string | null | undefined;
  readonly onChange: (text: string) => void;
}

/** A required reason for the file (up to 500 characters), with its problem under it. */
export const ReasonField = ({ id, errorId, label, value, error, onChange }: ReasonFieldProps) => (
  <div className="field">
    <label htmlFor={id}>{label}</label>
    <textarea
      id={id}
      value={value}
      maxLength={500}
      rows={2}
      required
      aria-invalid={Boolean(error) || undefined}
      aria-describedby={error ? errorId : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
    {error ? (
      <span id={errorId} className="error">
        {error}
      </span>
    ) : null}
  </div>
);
