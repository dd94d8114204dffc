import { Alert, Card, Flex, Skeleton, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { routes } from '@shared/routes';
import { AsyncSelect } from '@renderer/components/async-select/async-select';
import { fetchHireOptions } from '@renderer/domain/hires/hire-options';
import { PREVIEW_NOTHING_SENT } from '@renderer/domain/welcome-pages/block-context';
import { useWelcomeExperience } from '../api/use-welcome-experience';
import { ExperienceLoadFailure } from './experience-load-failure';
import { WelcomeExperienceView } from './welcome-experience-view';

/**
 * /settings/preview-experience?id=: a hire's whole welcome experience, page by page, as they would
 * walk it; forms are shown and send nothing. Without a hire, a picker to choose one.
 */
export function HireExperiencePreviewPage({ hireId }: { hireId: string | null }) {
  const navigate = useNavigate();
  const experience = useWelcomeExperience(hireId);
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        {experience.data ? `Welcome experience of ${experience.data.fullName}` : 'Walk through a welcome experience'}
      </Typography.Title>
      <Card size="small">
        <div style={{ maxWidth: 420 }}>
          <label htmlFor="preview-experience-hire" style={{ display: 'block', marginBottom: 4 }}>
            {hireId === null ? 'Choose a hire' : 'Another hire'}
          </label>
          <AsyncSelect
            id="preview-experience-hire"
            placeholder="Search hires by name"
            fetcher={fetchHireOptions}
            value={null}
            onChange={(hire) => {
              if (hire) navigate(routes.settingsPreviewExperience(hire._id));
            }}
          />
        </div>
      </Card>
      {hireId === null ? null : experience.isPending ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : experience.isError ? (
        <ExperienceLoadFailure query={experience} />
      ) : (
        <>
          <Alert type="info" showIcon title={`${PREVIEW_NOTHING_SENT}. This is what ${experience.data.fullName} sees.`} />
          <WelcomeExperienceView experience={experience.data} headingLevel={2} />
        </>
      )}
    </Flex>
  );
}
