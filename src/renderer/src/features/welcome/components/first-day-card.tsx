import { Card, Descriptions, Typography } from 'antd';
import type { WelcomeExperience } from '@shared/contract/new-hires';
import { NOT_SET_YET, startDateText } from '../lib/first-day-text';

/** When and where the first day starts, and what to do on arrival. */
/** `headingLevel`: the level of "When you arrive", one below the page heading above it. */
export function FirstDayCard({ experience, headingLevel }: { experience: WelcomeExperience; headingLevel: 2 | 3 | 4 }) {
  const { firstDay } = experience;
  return (
    <Card title="Your first day">
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'start', label: 'Start date', children: startDateText(experience.startDate) },
          { key: 'arrival', label: 'Arrival time', children: firstDay.arrivalTime ?? NOT_SET_YET },
          // The company may hide the timezone from the new hire: then it is not in the answer.
          ...(experience.timezone === null ? [] : [{ key: 'timezone', label: 'Timezone', children: experience.timezone }]),
          { key: 'address', label: 'Address', children: firstDay.address ?? NOT_SET_YET },
          { key: 'department', label: 'Department', children: experience.department?.label ?? NOT_SET_YET },
          { key: 'location', label: 'Location', children: experience.location?.label ?? NOT_SET_YET },
        ]}
      />
      {firstDay.instructions ? (
        <>
          <Typography.Title level={headingLevel} style={{ marginTop: 16 }}>
            When you arrive
          </Typography.Title>
          <Typography.Paragraph style={{ whiteSpace: 'pre-line', marginBottom: 0 }}>{firstDay.instructions}</Typography.Paragraph>
        </>
      ) : null}
    </Card>
  );
}
