import type { CSSProperties } from 'react';
import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { PRODUCT_CARDS } from '@renderer/domain/products/product-cards';
import { ProductCardView } from './product-card-view';

const AUTOPLAY_DELAY_MS = 4000;

/** The dots sit on the primary colour, so they take the panel's text colour. */
const DOTS_STYLE = {
  '--swiper-pagination-color': 'currentColor',
  '--swiper-pagination-bullet-inactive-color': 'currentColor',
  '--swiper-pagination-bullet-inactive-opacity': '0.45',
} as CSSProperties;

/** Auto-looping, no arrows: the pagination dots are the only controls. */
export default function ProductCarousel() {
  return (
    <Swiper
      modules={[Autoplay, Pagination]}
      autoplay={{ delay: AUTOPLAY_DELAY_MS, disableOnInteraction: false }}
      loop
      navigation={false}
      pagination={{ clickable: true }}
      slidesPerView={1}
      aria-label="Product highlights"
      style={DOTS_STYLE}
    >
      {PRODUCT_CARDS.map((card) => (
        <SwiperSlide key={card.code}>
          <ProductCardView card={card} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
