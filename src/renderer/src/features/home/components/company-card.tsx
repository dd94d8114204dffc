import { Alert, Button, Card, Descriptions, Skeleton } from 'antd';
import { PRODUCT_LABELS } from '@renderer/config/labels';
import { failureMessage } from '@renderer/lib/bridge';
import { useCurrentUser } from '../api/use-current-user';

export function CompanyCard() {
  const currentUser = useCurrentUser();
  return (
    <Card title="Your company">
      {currentUser.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : currentUser.isError ? (
        <Alert
          type="error"
          showIcon
          title="Your company details could not be loaded"
          description={failureMessage(currentUser.error, 'The onboarding gateway did not answer.')}
          action={
            <Button size="small" onClick={() => void currentUser.refetch()} loading={currentUser.isFetching}>
              Retry
            </Button>
          }
        />
      ) : (
        <Descriptions
          column={1}
          items={[
            { key: 'name', label: 'Company', children: currentUser.data.company.name },
            {
              key: 'products',
              label: 'Products',
              children: currentUser.data.company.products.map((code) => PRODUCT_LABELS[code]).join(', ') || 'None',
            },
          ]}
        />
      )}
    </Card>
  );
}
