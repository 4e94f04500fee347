/**
 * The region letters of Ghana Post GPS digital addresses (AA-NNN-NNNN): the first letter of the
 * prefix names the region, the second the district. The letters were assigned in 2017 to the ten
 * regions of the time; in 2019 four of those regions were split, so an address under B, N, V or W
 * may now lie in any of the listed successor regions. If Ghana Post assigns new letters, add them
 * here. Source: Ghana Post GPS address format (postcode district = region letter + district).
 */
export interface GhanaPostGpsRegionData {
  letter: string;
  /** Region the letter was assigned to in 2017. */
  name: string;
  /** Regions that cover that area today (one when it was not split). */
  currentRegions: readonly string[];
}

export const GHANA_POST_GPS_REGION_DATA = [
  { letter: 'A', name: 'Ashanti', currentRegions: ['Ashanti'] },
  { letter: 'B', name: 'Brong-Ahafo', currentRegions: ['Bono', 'Bono East', 'Ahafo'] },
  { letter: 'C', name: 'Central', currentRegions: ['Central'] },
  { letter: 'E', name: 'Eastern', currentRegions: ['Eastern'] },
  { letter: 'G', name: 'Greater Accra', currentRegions: ['Greater Accra'] },
  { letter: 'N', name: 'Northern', currentRegions: ['Northern', 'Savannah', 'North East'] },
  { letter: 'U', name: 'Upper East', currentRegions: ['Upper East'] },
  { letter: 'V', name: 'Volta', currentRegions: ['Volta', 'Oti'] },
  { letter: 'W', name: 'Western', currentRegions: ['Western', 'Western North'] },
  { letter: 'X', name: 'Upper West', currentRegions: ['Upper West'] },
] as const satisfies readonly GhanaPostGpsRegionData[];
