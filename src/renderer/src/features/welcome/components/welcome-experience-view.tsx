import { Card, Col, Flex, Row, Typography } from 'antd';
import { isRichTextBlank } from '@shared/rich-text';
import type { WelcomeExperience } from '@shared/contract/new-hires';
import { RichTextView } from '@renderer/components/rich-text/rich-text-view';
import { startCountdown } from '../lib/first-day-text';
import { AboutYouCard } from './about-you-card';
import { BrandTheme } from './brand-theme';
import { FirstDayCard } from './first-day-card';
import { PeopleCard } from './people-card';
import { StartingWithYouCard } from './starting-with-you-card';
import { WelcomeHero } from './welcome-hero';
import { WelcomeSequenceView } from './welcome-sequence-view';
import { WelcomeTasksCard, type WelcomeTaskControls } from './welcome-tasks-card';

export interface WelcomeExperienceViewProps {
  experience: WelcomeExperience;
  /** The new hire's own page: tasks can be completed and reopened. Without it (the preview) they are read-only. */
  taskControls?: WelcomeTaskControls | undefined;
  headingLevel?: 1 | 2 | 3;
  /** Shown in place of an empty welcome message; without it an empty message is left out. */
  emptyMessageText?: string;
  /** The new hire's own page: the fields they may edit change in place. Without it (the preview) they are read-only. */
  ownFieldsEditable?: boolean;
}

/** The welcome experience as the new hire sees it, in the company's colours; the coordinator's preview shows the same. */
export function WelcomeExperienceView(props: WelcomeExperienceViewProps) {
  // The company's pages that reach this hire replace the single page; with none, the single page stays as it was.
  return props.experience.pages.length > 0 ? <WelcomeSequenceView {...props} /> : <SingleWelcomePage {...props} />;
}

function SingleWelcomePage({ experience, taskControls, headingLevel = 2, emptyMessageText, ownFieldsEditable = false }: WelcomeExperienceViewProps) {
  const countdown = startCountdown(experience.startDate);
  const hasMessage = !isRichTextBlank(experience.welcomeMessage);
  return (
    <BrandTheme brandColor={experience.company.brandColor}>
      {(palette) => (
        <Flex vertical gap={24}>
          <WelcomeHero experience={experience} palette={palette} headingLevel={headingLevel} />
          {countdown ? <Typography.Text strong>{countdown}</Typography.Text> : null}
          <Row gutter={[24, 24]}>
            <Col xs={24} lg={14}>
              <Flex vertical gap={24}>
                {hasMessage || emptyMessageText ? (
                  <Card title={`A message from ${experience.company.name}`}>
                    {hasMessage ? <RichTextView html={experience.welcomeMessage} /> : <Typography.Text type="secondary">{emptyMessageText}</Typography.Text>}
                  </Card>
                ) : null}
                <WelcomeTasksCard tasks={experience.tasks} controls={taskControls} />
                <AboutYouCard experience={experience} editable={ownFieldsEditable} />
              </Flex>
            </Col>
            <Col xs={24} lg={10}>
              <Flex vertical gap={24}>
                <FirstDayCard experience={experience} headingLevel={(headingLevel + 1) as 2 | 3 | 4} />
                <PeopleCard experience={experience} palette={palette} />
                <StartingWithYouCard experience={experience} />
              </Flex>
            </Col>
          </Row>
        </Flex>
      )}
    </BrandTheme>
  );
}
