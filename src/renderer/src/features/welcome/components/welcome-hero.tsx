import { Avatar, theme, Typography } from 'antd';
import type { WelcomeExperience } from '@shared/contract/new-hires';
import type { BrandPalette } from '../lib/brand-palette';
import { welcomeName } from '../lib/welcome-name';

export interface WelcomeHeroProps {
  experience: WelcomeExperience;
  palette: BrandPalette;
  headingLevel: 1 | 2 | 3;
}

/** The company's colour, logo (or initial) and the greeting. */
export function WelcomeHero({ experience, palette, headingLevel }: WelcomeHeroProps) {
  const { token } = theme.useToken();
  const { company } = experience;
  const subtitle = [experience.jobTitle, experience.department?.label, experience.location?.label].filter(Boolean).join(' · ');
  return (
    <div
      style={{
        background: palette.accent,
        color: palette.onAccent,
        borderRadius: token.borderRadiusLG,
        padding: token.paddingLG,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: token.marginLG,
      }}
    >
      {company.logo ? (
        <img
          src={company.logo.dataUrl}
          alt={`${company.name} logo`}
          style={{ height: 64, maxWidth: 180, objectFit: 'contain', background: '#ffffff', borderRadius: token.borderRadius, padding: token.paddingXS }}
        />
      ) : (
        // The heading names the company; the initial only stands in for a logo.
        <Avatar size={64} aria-hidden style={{ background: palette.onAccent, color: palette.accent, fontSize: token.fontSizeHeading2, flex: 'none' }}>
          {company.name.trim().charAt(0).toUpperCase()}
        </Avatar>
      )}
      <div style={{ minWidth: 0 }}>
        <Typography.Title level={headingLevel} style={{ color: palette.onAccent, margin: 0 }}>
          Welcome to {company.name}, {welcomeName(experience)}!
        </Typography.Title>
        {subtitle ? <div style={{ marginTop: token.marginXXS, fontSize: token.fontSizeLG }}>{subtitle}</div> : null}
      </div>
    </div>
  );
}
