import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A step's heading; when the customer moves to the step it takes focus, so keyboard and screen
 * reader users start there rather than on a button that has gone.
 */
export function StepHeading({
  id,
  focus,
  children,
}: {
  id?: string;
  focus: boolean;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <h3
      ref={heading}
      id={id}
      tabIndex={-1}
      className="mt-5 text-lg font-bold text-brand-900 outline-none"
    >
      {children}
    </h3>
  );
}
