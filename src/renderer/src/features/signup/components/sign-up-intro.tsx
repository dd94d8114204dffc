import { Button, Card, Tag, theme } from 'antd';
import type { SignupProductCode } from '@shared/products';
import { productName } from '../config/signup-products';
import { StepHeading } from './step-heading';

export const SIGN_UP_INTRO_TITLE = 'Create your company account';
const TITLE_ID = 'sign-up-intro-title';

export interface SignUpIntroProps {
  /** The products chosen on the product-selection screen, when there was a choice. */
  products: readonly SignupProductCode[] | undefined;
  onBack(): void;
  onStart(): void;
}

/** The intro card before the three steps (spec section 2). */
export function SignUpIntro({ products, onBack, onStart }: SignUpIntroProps) {
  const { token } = theme.useToken();
  return (
    <Card>
      <section aria-labelledby={TITLE_ID}>
        <StepHeading id={TITLE_ID}>{SIGN_UP_INTRO_TITLE}</StepHeading>
        <p style={{ margin: `0 0 ${token.marginSM}px` }}>Signing up takes three short steps:</p>
        <ol style={{ margin: `0 0 ${token.marginSM}px`, paddingInlineStart: token.paddingLG }}>
          <li>Personal Information: your name, email and contact number.</li>
          <li>Company Details: your country, company name and company size.</li>
          <li>Company Details: your company number, address and postal code.</li>
        </ol>
        {products ? (
          <div style={{ margin: `0 0 ${token.marginSM}px` }}>
            <span id="sign-up-intro-products">Products you chose:</span>{' '}
            <ul aria-labelledby="sign-up-intro-products" style={{ display: 'inline', listStyle: 'none', padding: 0, margin: 0 }}>
              {products.map((code) => (
                <li key={code} style={{ display: 'inline' }}>
                  <Tag color="processing">{productName(code)}</Tag>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <p style={{ color: token.colorTextSecondary, margin: `0 0 ${token.marginLG}px` }}>
          When you are done, we email you a temporary password to sign in with.
        </p>
        <div style={{ display: 'flex', gap: token.marginSM, justifyContent: 'space-between' }}>
          <Button size="large" onClick={onBack}>
            Back
          </Button>
          <Button type="primary" size="large" onClick={onStart}>
            Get Started
          </Button>
        </div>
      </section>
    </Card>
  );
}
