import { Card, Flex, Skeleton, theme, Typography } from 'antd';
import { isRichTextBlank } from '@shared/rich-text';
import { RichTextView } from '@renderer/components/rich-text/rich-text-view';
import { WelcomePageSequence } from '@renderer/domain/welcome-pages/page-sequence';
import { useImage } from '@renderer/lib/images/use-image';
import { startCountdown } from '../lib/first-day-text';
import { AboutYouCard } from './about-you-card';
import { BrandTheme } from './brand-theme';
import { FirstDayCard } from './first-day-card';
import { StartingWithYouCard } from './starting-with-you-card';
import { WelcomeHero } from './welcome-hero';
import { WelcomeTasksCard } from './welcome-tasks-card';
import type { WelcomeExperienceViewProps } from './welcome-experience-view';

/** The company's welcome hero image above the greeting; its space is kept while it loads. */
function HeroImage({ fileId }: { fileId: string }) {
  const { token } = theme.useToken();
  const image = useImage(fileId);
  const frame = { width: '100%', aspectRatio: '4 / 1', borderRadius: token.borderRadiusLG, overflow: 'hidden' } as const;
  if (image.isError) return null;
  return image.isPending ? (
    <div style={frame} aria-hidden>
      <Skeleton.Node active style={{ width: '100%', height: '100%' }} />
    </div>
  ) : (
    // The hero is the company's decoration; the heading beneath it says what the page is.
    <img src={image.data} alt="" style={{ ...frame, display: 'block', objectFit: 'cover' }} />
  );
}

/**
 * The welcome as a sequence of the company's pages, in its brand: the greeting and the first day open
 * the first page, "About you" and "Starting with you" end the last.
 */
export function WelcomeSequenceView({ experience, taskControls, headingLevel = 2, emptyMessageText, ownFieldsEditable = false }: WelcomeExperienceViewProps) {
  const countdown = startCountdown(experience.startDate);
  const hasMessage = !isRichTextBlank(experience.welcomeMessage);
  const hero = experience.company.assets.hero;
  return (
    <BrandTheme brandColor={experience.company.brandColor}>
      {(palette) => (
        <Flex vertical gap={24}>
          {hero ? <HeroImage fileId={hero} /> : null}
          <WelcomeHero experience={experience} palette={palette} headingLevel={headingLevel} />
          <WelcomePageSequence
            pages={experience.pages}
            headingLevel={(headingLevel + 1) as 2 | 3 | 4}
            context={{
              hireId: experience.hireId,
              hireVersion: experience.version,
              mode: ownFieldsEditable ? 'own' : 'preview',
              accent: { background: palette.accent, color: palette.onAccent },
              renderTasks: (title) => <WelcomeTasksCard title={title} tasks={experience.tasks} controls={taskControls} />,
            }}
            opening={
              <Flex vertical gap={24}>
                {countdown ? <Typography.Text strong>{countdown}</Typography.Text> : null}
                {hasMessage || emptyMessageText ? (
                  <Card title={`A message from ${experience.company.name}`}>
                    {hasMessage ? <RichTextView html={experience.welcomeMessage} /> : <Typography.Text type="secondary">{emptyMessageText}</Typography.Text>}
                  </Card>
                ) : null}
                <FirstDayCard experience={experience} headingLevel={(headingLevel + 1) as 2 | 3 | 4} />
              </Flex>
            }
            closing={
              <Flex vertical gap={24}>
                <AboutYouCard experience={experience} editable={ownFieldsEditable} />
                <StartingWithYouCard experience={experience} />
              </Flex>
            }
          />
        </Flex>
      )}
    </BrandTheme>
  );
}
