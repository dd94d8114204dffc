import { Card, Descriptions, Skeleton } from 'antd';
import { LoadFailure } from '@renderer/components/load-failure';
import { PRODUCT_LABELS } from '@renderer/config/labels';
import { useCurrentUser } from '../api/use-current-user';

export function CompanyCard() {
  const currentUser = useCurrentUser();
  return (
    <Card title="Your company">
      {currentUser.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : currentUser.isError ? (
        <LoadFailure
          title="Your company details could not be loaded"
          error={currentUser.error}
          retrying={currentUser.isFetching}
          onRetry={() => void currentUser.refetch()}
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
