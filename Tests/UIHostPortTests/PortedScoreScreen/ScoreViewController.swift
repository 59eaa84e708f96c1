import HeadlessUIKit

/// A screen from a storyboard: outlets, an outlet collection, an action the storyboard connects, and one the code
/// connects with #selector.
class ScoreViewController: UIViewController {
    /* @IBOutlet */ weak var scoreLabel: UILabel!
    /* @IBOutlet */ var starViews: [UIView]!
    /* @IBOutlet */ weak var badge: BadgeView!

    private(set) var score = 0
    private(set) var resets = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        let reset = UIButton(type: .system)
        reset.tag = 9
        reset.addTarget(self, action: Selector("resetTapped:"), for: .touchUpInside)
        view.addSubview(reset)
    }

    /* @IBAction */ func addPoint(_ sender: UIButton) {
        score += 1
        scoreLabel.text = "\(score)"
    }

    /* @IBAction */ func badgeDoubleTapped(_ sender: UITapGestureRecognizer) {
        score += 10
        scoreLabel.text = "\(score)"
    }

    func resetTapped(_ sender: UIButton) {
        score = 0
        resets += 1
        scoreLabel.text = "0"
    }

    var badgeRadius: CGFloat { badge.layer.cornerRadius }
}
