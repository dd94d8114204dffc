import { Button, theme } from 'antd';
import type { SignupProductCode } from '@shared/products';
import { PRODUCT_FAMILIES } from '../config/signup-products';
import { ProductOption } from './product-option';

export const PRODUCT_SELECTION_TITLE = 'Ready to Become Great at HCM?';
const TITLE_ID = 'product-selection-title';

export interface ProductSelectionProps {
  selected: readonly SignupProductCode[];
  onToggle(code: SignupProductCode): void;
  onBack(): void;
  onContinue(): void;
}

/** Spec sections 2 and 4: the product cards by family; Back and Continue once one is chosen. */
export function ProductSelection({ selected, onToggle, onBack, onContinue }: ProductSelectionProps) {
  const { token } = theme.useToken();
  return (
    <section aria-labelledby={TITLE_ID}>
      <h2 id={TITLE_ID} style={{ fontSize: token.fontSizeHeading3, fontWeight: 600, color: token.colorTextHeading, margin: `0 0 ${token.marginXXS}px` }}>
        {PRODUCT_SELECTION_TITLE}
      </h2>
      <p style={{ color: token.colorTextSecondary, margin: `0 0 ${token.marginLG}px` }}>Choose the products your company wants to use.</p>
      {PRODUCT_FAMILIES.map((family) => {
        const familyId = `product-family-${family.title.toLowerCase().replaceAll(' ', '-')}`;
        return (
          <div key={family.title} role="group" aria-labelledby={familyId} style={{ marginBottom: token.marginLG }}>
            <h3 id={familyId} style={{ fontSize: token.fontSizeLG, fontWeight: 600, color: token.colorText, margin: `0 0 ${token.marginSM}px` }}>
              {family.title}
            </h3>
            <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: token.marginSM }}>
              {family.products.map((product) => (
                <ProductOption
                  key={product.name}
                  product={product}
                  checked={product.code !== null && selected.includes(product.code)}
                  onToggle={() => {
                    if (product.code) onToggle(product.code);
                  }}
                />
              ))}
            </div>
          </div>
        );
      })}
      {selected.length > 0 ? (
        <div style={{ display: 'flex', gap: token.marginSM, justifyContent: 'space-between' }}>
          <Button size="large" onClick={onBack}>
            Back
          </Button>
          <Button type="primary" size="large" onClick={onContinue}>
            Continue
          </Button>
        </div>
      ) : null}
    </section>
  );
}
