import type { ProductCard } from '@renderer/domain/products/product-cards';

export function ProductCardView({ card }: { card: ProductCard }) {
  return (
    <article aria-label={card.name} style={{ padding: '32px 8px 48px', minHeight: 180 }}>
      <h2 style={{ color: 'inherit', fontSize: 32, fontWeight: 600, margin: '0 0 12px' }}>{card.name}</h2>
      <p style={{ color: 'inherit', fontSize: 16, margin: 0 }}>{card.description}</p>
    </article>
  );
}
