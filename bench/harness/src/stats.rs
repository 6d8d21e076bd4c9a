//! Summaries of repeated measurements: median, minimum, geometric mean.
//!
//! Timings on a shared machine are noisy in one direction (other work only
//! ever slows a run down), so the tables report the median of several runs,
//! which ignores a minority of disturbed runs, and ratios are summarised by
//! their geometric mean, the only mean for which "A is 2x B on one program
//! and 0.5x on another" averages to 1x.

/// The median of `samples` (the mean of the two middle values for an even
/// count); `None` for no samples.
pub fn median(samples: &[f64]) -> Option<f64> {
    if samples.is_empty() {
        return None;
    }
    let mut sorted = samples.to_vec();
    sorted.sort_by(f64::total_cmp);
    let mid = sorted.len() / 2;
    Some(if sorted.len() % 2 == 1 { sorted[mid] } else { (sorted[mid - 1] + sorted[mid]) / 2.0 })
}

/// The smallest sample; `None` for no samples.
pub fn min(samples: &[f64]) -> Option<f64> {
    samples.iter().copied().min_by(f64::total_cmp)
}

/// The geometric mean of positive `values`; `None` when there are none or
/// one is not positive (a ratio of 0 or below means a broken measurement).
pub fn geomean(values: &[f64]) -> Option<f64> {
    if values.is_empty() || values.iter().any(|&v| v.partial_cmp(&0.0) != Some(std::cmp::Ordering::Greater)) {
        return None;
    }
    let log_sum: f64 = values.iter().map(|v| v.ln()).sum();
    Some((log_sum / values.len() as f64).exp())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn median_of_odd_and_even_counts() {
        assert_eq!(median(&[5.0, 1.0, 3.0]), Some(3.0));
        assert_eq!(median(&[4.0, 1.0, 3.0, 2.0]), Some(2.5));
        assert_eq!(median(&[7.0]), Some(7.0));
        assert_eq!(median(&[]), None);
    }

    #[test]
    fn median_ignores_a_minority_of_outliers() {
        assert_eq!(median(&[100.0, 101.0, 99.0, 900.0, 1000.0]), Some(101.0));
    }

    #[test]
    fn minimum() {
        assert_eq!(min(&[3.0, 1.5, 2.0]), Some(1.5));
        assert_eq!(min(&[]), None);
    }

    #[test]
    fn geometric_mean_of_reciprocal_ratios_is_one() {
        let g = geomean(&[2.0, 0.5]).unwrap();
        assert!((g - 1.0).abs() < 1e-12, "{g}");
        let g = geomean(&[1.0, 10.0, 100.0]).unwrap();
        assert!((g - 10.0).abs() < 1e-9, "{g}");
    }

    #[test]
    fn geometric_mean_rejects_empty_and_non_positive_input() {
        assert_eq!(geomean(&[]), None);
        assert_eq!(geomean(&[1.0, 0.0]), None);
        assert_eq!(geomean(&[1.0, -2.0]), None);
        assert_eq!(geomean(&[f64::NAN]), None);
    }
}
