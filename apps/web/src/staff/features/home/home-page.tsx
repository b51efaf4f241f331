import { Link } from 'react-router';
import { st, type StaffMessageKey } from '../../i18n';
import { useStaffSession } from '../../lib/session';
import { staffPaths } from '../../paths';
import { useNavigation } from '../../app/navigation';
import { StaffPageHeading } from '../../ui/page-heading';
import { QueueCounts } from './queue-counts';

/** The console's home: who is signed in, and the pages their role can use. */
export default function HomePage() {
  const session = useStaffSession();
  const navigation = useNavigation();
  if (!session) return null;
  const { staff } = session;
  const pages = navigation.filter((route) => route.path !== staffPaths.home);
  return (
    <>
      <StaffPageHeading>{st('console.home.title')}</StaffPageHeading>
      <p data-testid="staff-home-intro">
        {st('console.home.intro', {
          name: staff.username,
          role: st(`console.roles.${staff.role}` as StaffMessageKey),
        })}
      </p>
      <QueueCounts />
      {pages.length > 0 && (
        <>
          <h2>{st('console.home.available')}</h2>
          <ul className="usa-list">
            {pages.map((route) => (
              <li key={route.path}>
                <Link to={route.path}>{st(route.title)}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
