/**
 * A labelled form field: the label above its control and, when the value is refused, what is wrong
 * under it. The request form, the contact dialog and the admin's forms all frame their controls
 * this way, so a label, its control and its message always look and read the same.
 */
import type { ReactNode } from 'react';
import { LABEL_CLASS } from '../../lib/styles/field-styles.ts';
import FieldMessage from './FieldMessage.tsx';

/** What is wrong with a field's value (undefined when nothing is) and the id its control points at. */
export interface FieldProblem {
  id: string;
  message: string | undefined;
}

export interface FieldProps {
  /** The control's id, which the label names. */
  controlId: string;
  label: ReactNode;
  /**
   * The control, given `problemProps` when it has a problem to point at, and anything under it,
   * such as a hint.
   */
  children: ReactNode;
  problem?: FieldProblem;
  /** The frame's own layout where a row of fields sizes it. */
  className?: string;
}

/** The props that tie a control to its problem: aria-invalid, and aria-describedby while refused. */
export function problemProps(problem: FieldProblem) {
  return {
    'aria-invalid': problem.message !== undefined,
    'aria-describedby': problem.message === undefined ? undefined : problem.id,
  };
}

export default function Field({ controlId, label, children, problem, className }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={controlId} className={LABEL_CLASS}>
        {label}
      </label>
      {children}
      {problem && <FieldMessage id={problem.id} message={problem.message} />}
    </div>
  );
}
