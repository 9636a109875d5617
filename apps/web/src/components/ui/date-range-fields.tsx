import { useId } from 'react';
import { inputClass } from './form-field';

/**
 * The two date inputs of a range, named `from` and `to` for the form that holds them, with their
 * labels. `errorId` names the form's message about the range, which then marks the end as wrong.
 */
export function DateRangeFields({
  from,
  to,
  labels,
  required = false,
  errorId,
}: {
  from: string | undefined;
  to: string | undefined;
  labels: { from: string; to: string };
  required?: boolean;
  errorId?: string | undefined;
}) {
  const id = useId();
  const field = (name: 'from' | 'to', value: string | undefined) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="block text-sm font-semibold text-gray-700">
        {labels[name]}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        type="date"
        required={required}
        defaultValue={value}
        className={inputClass}
        aria-invalid={name === 'to' && errorId ? true : undefined}
        aria-describedby={errorId}
      />
    </div>
  );
  return (
    <>
      {field('from', from)}
      {field('to', to)}
    </>
  );
}
