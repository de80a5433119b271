import { BrandHeading } from '../BrandLogo.tsx';
import type { FamilyProps } from './types.ts';

/** Standard family (spec 01 §2): the brand's logo above the sign-in form. */
export function StandardSignIn({ variant, form }: FamilyProps) {
  return (
    <div className="signin signin--standard" data-variant={variant.key} data-family={variant.family}>
      <BrandHeading variant={variant} />
      {form}
    </div>
  );
}
