import { Col, Flex, Row } from 'antd';
import type { Hire } from '@shared/contract/onboarding-schemas';
import { useHireChangeRights } from '../hooks/use-hire-permissions';
import { BackToHiresLink } from './back-to-hires-link';
import { ChangeRightsNotice } from './change-rights-notice';
import { HireActivityCard } from './hire-activity-card';
import { HireDocumentsCard } from './hire-documents-card';
import { HireGate } from './hire-gate';
import { HireHeader } from './hire-header';
import { HirePlansCard } from './hire-plans-card';
import { HireTasksCard } from './hire-tasks-card';

function NewHireInfo({ hire }: { hire: Hire }) {
  const rights = useHireChangeRights(hire);
  return (
    <Flex vertical gap="middle">
      <BackToHiresLink />
      <ChangeRightsNotice rights={rights} />
      <HireHeader hire={hire} canChange={rights.canChange} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={15}>
          <HireTasksCard hire={hire} canChange={rights.canChange} canChangeStatus={rights.canChangeTaskStatus} />
        </Col>
        <Col xs={24} xl={9}>
          <Flex vertical gap="middle">
            <HirePlansCard hire={hire} canChange={rights.canChange} />
            <HireDocumentsCard hire={hire} canChange={rights.canManageDocuments} />
            <HireActivityCard hireId={hire._id} />
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}

/** /new-hiring/new-hire-info?id=: the hire at a glance, their tasks by category, plans, documents and activity. */
export function NewHireInfoPage() {
  return <HireGate>{(hire) => <NewHireInfo hire={hire} />}</HireGate>;
}
