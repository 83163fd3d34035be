/** The "(optional)" after a form label; a label without it is a required field's. */
import { REQUEST_ACCESS } from '../../data/request-access.ts';
import { OPTIONAL_CLASS } from '../../lib/styles/field-styles.ts';

export default function OptionalMark() {
  return <span className={OPTIONAL_CLASS}> {REQUEST_ACCESS.fields.optional}</span>;
}
