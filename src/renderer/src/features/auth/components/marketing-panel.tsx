import { Grid, theme } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { PRODUCT_CARDS } from '@renderer/domain/products/product-cards';
import { ProductCardView } from './product-card-view';

const ProductCarousel = lazy(() => import('./product-carousel'));

function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setPainted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return painted;
}

/** The left marketing panel; hidden below the md breakpoint. The carousel code loads after first paint. */
export function MarketingPanel() {
  const screens = Grid.useBreakpoint();
  const { token } = theme.useToken();
  const painted = useAfterFirstPaint();
  const firstCard = PRODUCT_CARDS[0];
  if (!screens.md) return null;

  const staticCard = firstCard ? <ProductCardView card={firstCard} /> : null;
  return (
    <aside
      aria-label="HCM products"
      style={{
        flex: '0 0 42%',
        maxWidth: 640,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        padding: '48px 56px',
        background: token.colorPrimary,
        color: token.colorTextLightSolid,
        minWidth: 0,
      }}
    >
      <p style={{ margin: 0, fontSize: 16 }}>One suite for your people</p>
      <div style={{ marginTop: 24 }}>
        {painted ? (
          <Suspense fallback={staticCard}>
            <ProductCarousel />
          </Suspense>
        ) : (
          staticCard
        )}
      </div>
    </aside>
  );
}
