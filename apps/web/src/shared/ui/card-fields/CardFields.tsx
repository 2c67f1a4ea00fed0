import { CARD_FIELDS, fieldUrl } from './hosted-fields';
import type { HostedFields } from './use-hosted-fields';

/**
 * The gateway's three card frames with their labels and errors, hidden from sight (but loading)
 * until all three are ready.
 */
export function CardFields({
  gatewayUrl,
  fields,
}: {
  gatewayUrl: string;
  fields: Pick<HostedFields, 'frameRef' | 'allReady' | 'errors'> &
    Partial<Pick<HostedFields, 'onFrameLoad'>>;
}) {
  const { frameRef, allReady, errors, onFrameLoad } = fields;
  return (
    <div className={`grid gap-4 sm:grid-cols-2 ${allReady ? '' : 'sr-only'}`}>
      {CARD_FIELDS.map(({ field, name, label }) => (
        <div key={field} className={field === 'number' ? 'sm:col-span-2' : ''}>
          <p id={`${name}-label`} className="mb-1 block text-sm font-medium text-slate-800">
            {label}
          </p>
          <iframe
            ref={frameRef(field)}
            name={name}
            title={label}
            aria-describedby={errors[field] ? `${name}-error` : undefined}
            src={fieldUrl(gatewayUrl, field)}
            onLoad={() => onFrameLoad?.(field)}
            className={`h-12 w-full rounded-lg border bg-white ${errors[field] ? 'border-coral-600' : 'border-slate-300'}`}
          />
          {errors[field] && (
            <p id={`${name}-error`} className="mt-1 text-sm font-medium text-coral-600">
              {errors[field]}
            </p>
          )}
        </div>
      ))}
    </div>
  );
}
