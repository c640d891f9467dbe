import styled from 'styled-components';
import { Goals } from './goals';
import { Hero } from './hero';
import { NetworkCards } from './network-cards';
import { Partners } from './partners';
import { PageTitle } from './page-title';
import { Statistics } from './statistics';

const Page = styled.div`
  background: ${({ theme }) => theme.colors.background};
`;

/** Home (spec 1): hero, statistics, partners, goals and the three parts of the network. */
export default function HomePage() {
  return (
    <Page>
      <PageTitle titleKey="home.metaTitle" />
      <Hero />
      <Statistics />
      <Partners />
      <Goals />
      <NetworkCards />
    </Page>
  );
}
