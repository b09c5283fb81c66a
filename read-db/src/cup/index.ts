export { CupMatchRow, CupRow, getCup, listCupMatches, listCupTripsOfPlayer, listPlayerNames, playsInCup } from './cup-rows.ts';
