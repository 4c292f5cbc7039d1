import type { Page, Requirement } from '@app/contracts';
import { Link } from '@remix-run/react';

import { useT } from '../../i18n/i18n';
import { truncate } from '../social/text';
import { DeleteButton } from './delete-button';
import { ListTable } from './list-table';
import { RenewButton } from './renew-button';
import { REQUIREMENT_TABLE_CHARS } from './text';

/**
 * The owner's requirements as a table (Update Requirement): the whole title, which is what tells the rows
 * apart, and the start of the description, cut with "…" where it goes on (the seeds cut both to 10 and
 * 15 characters; decision 294). Edit opens the dialog through `?edit={id}`; Delete asks first.
 */
export function RequirementTable({ list }: { list: Page<Requirement> }) {
  const { t } = useT('owner');
  return (
    <ListTable
      caption={t('requirement.mine')}
      numberHeader={t('requirement.srNo')}
      columns={[
        {
          header: t('requirement.title'),
          cell: (row) => (
            <td className="cell-wrap" data-user-content>
              {row.title}
            </td>
          ),
        },
        {
          header: t('requirement.description'),
          cell: (row) => (
            <td className="cell-wrap" title={row.description} data-user-content>
              {truncate(row.description ?? '', REQUIREMENT_TABLE_CHARS.description).text}
            </td>
          ),
        },
        {
          header: t('requirement.photo'),
          cell: (row) => (
            <td>
              {row.photo ? <img src={row.photo} alt={t('requirement.photoOf', { title: row.title })} /> : '—'}
            </td>
          ),
        },
        // How many matching vendors it was sent to as a lead (issue 32, decision 345).
        {
          header: t('requirement.leads'),
          cell: (row) => <td>{t('requirement.sentTo', { count: row.leads_count })}</td>,
        },
        {
          header: t('requirement.action'),
          cell: (row) => (
            <td>
              <div className="owner-table__actions">
                <Link
                  to={`?edit=${row.id}`}
                  aria-label={t('requirement.editTitle', { title: row.title })}
                  preventScrollReset
                >
                  {t('edit')}
                </Link>
                <DeleteButton id={row.id} label={t('requirement.deleteTitle', { title: row.title })} />
                <RenewButton id={row.id} expired={row.is_expired === 1} label={row.title} />
              </div>
            </td>
          ),
        },
      ]}
      list={list}
      pager={false}
      empty={
        <>
          {t('requirement.none')} <Link to="/PostReq">{t('menu.postRequirement')}</Link>
        </>
      }
    />
  );
}
